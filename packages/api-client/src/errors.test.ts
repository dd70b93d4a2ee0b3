import { describe, expect, it } from 'vitest';
import {
  ApiError,
  apiErrorFromBody,
  handleResponse,
  isApiError,
  UNEXPECTED_ERROR_MESSAGE,
} from './errors.js';

function jsonResponse(status: number, body: unknown, statusText = ''): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'content-type': 'application/json' },
  });
}

describe('errors', () => {
  it("should spell the §8 unexpected message 'An unexpected error occurred'", () => {
    expect(UNEXPECTED_ERROR_MESSAGE).toBe('An unexpected error occurred');
  });

  it.each([
    // [status, statusText, body, message]
    [422, 'Unprocessable Entity', { error: 'Email taken' }, 'Email taken'],
    [500, 'Internal Server Error', { nope: 1 }, 'An unexpected error occurred: Internal Server Error'],
    [500, '', { nope: 1 }, 'An unexpected error occurred'],
    [502, 'Bad Gateway', 'not json', 'An unexpected error occurred: Bad Gateway'],
    [503, 'Service Unavailable', undefined, 'An unexpected error occurred: Service Unavailable'],
    [400, 'Bad Request', '{"error":"Bad lead"}', 'Bad lead'],
    [400, 'Bad Request', { error: '' }, 'An unexpected error occurred: Bad Request'],
  ])('should build the §8 message for %i %s %j', (status, statusText, body, message) => {
    const error = apiErrorFromBody(status, statusText, body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(message);
    expect(error.status).toBe(status);
    expect(error.serverMessage).toBe(message.startsWith('An unexpected') ? undefined : message);
  });

  it('should carry the per-field messages of a 400', () => {
    const error = apiErrorFromBody(400, 'Bad Request', {
      error: 'Please check the form',
      fields: { email: 'invalid email address', phone: ['Invalid phone number.'], junk: 3 },
    });
    expect(error.fields).toEqual({ email: 'invalid email address', phone: 'Invalid phone number.' });
  });

  it('should throw the server error text with the HTTP status (§8 shared response handler)', async () => {
    const error = await handleResponse(jsonResponse(409, { error: 'Already reserved' })).catch((e) => e);
    expect(isApiError(error)).toBe(true);
    expect(error).toMatchObject({ message: 'Already reserved', status: 409 });
  });

  it("should append ': ' and the status text when the body has no error field", async () => {
    await expect(handleResponse(jsonResponse(500, {}, 'Internal Server Error'))).rejects.toThrow(
      'An unexpected error occurred: Internal Server Error',
    );
  });

  it('should read OK bodies as JSON, text or blob', async () => {
    expect(await handleResponse(jsonResponse(200, { id: 1 }))).toEqual({ id: 1 });
    expect(await handleResponse(new Response(null, { status: 204 }))).toBeNull();
    expect(await handleResponse(new Response('hi'), 'text')).toBe('hi');
    const blob = await handleResponse(new Response(new Uint8Array([1, 2, 3])), 'blob');
    expect(blob.size).toBe(3);
  });

  it('should recognise ApiErrors only', () => {
    expect(isApiError(new ApiError('x', 400))).toBe(true);
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError('x')).toBe(false);
  });
});
