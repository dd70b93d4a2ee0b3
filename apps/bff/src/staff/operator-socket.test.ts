import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoRegistry } from '@dealer/site-registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestDatabase } from '../store/testing.js';
import {
  callOperatorSocket,
  OPERATOR_SECRET,
  OPERATOR_SOCKET,
  operatorSecret,
  startOperatorSocket,
} from './operator-socket.js';

/** The operator's local door: owner-only files, the secret required, bad input named, no server: 'none'. */

const NOW = new Date('2026-03-10T23:00:00.000Z');
const dataDir = mkdtempSync(join(tmpdir(), 'operator-'));
let socket: Awaited<ReturnType<typeof startOperatorSocket>>;
const db = useTestDatabase('pglite');

beforeAll(async () => {
  socket = await startOperatorSocket({
    dataDir,
    db,
    registry: demoRegistry,
    now: () => NOW,
    log: () => undefined,
  });
});
afterAll(async () => {
  await socket?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

function raw(authorization: string, body: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        socketPath: join(dataDir, OPERATOR_SOCKET),
        path: '/staff/invite',
        method: 'POST',
        headers: { authorization },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('operator socket', () => {
  it('should keep the socket and the secret to their owner', () => {
    expect(statSync(join(dataDir, OPERATOR_SOCKET)).mode & 0o777).toBe(0o600);
    expect(statSync(join(dataDir, OPERATOR_SECRET)).mode & 0o777).toBe(0o600);
  });

  it('should refuse a request without the secret, whatever it asks', async () => {
    const body = JSON.stringify({
      email: 'x@y.example',
      name: 'X',
      group: 'Harbour Auto Group',
      role: 'group_admin',
    });
    expect(await raw('', body)).toBe(401);
    expect(await raw('Bearer wrong', body)).toBe(401);
  });

  it('should make an invitation with the secret, and name what is wrong otherwise', async () => {
    const made = await callOperatorSocket(dataDir, '/staff/invite', {
      email: 'boss@harbour.example',
      name: 'Boss',
      group: 'Harbour Auto Group',
      role: 'group_admin',
      sites: [],
    });
    expect(made).toMatchObject({ status: 200, body: { link: expect.stringContaining('/console/invite/') } });
    const bad = await callOperatorSocket(dataDir, '/staff/invite', { email: 'boss@harbour.example' });
    expect(bad).toEqual({ status: 400, body: { error: 'name is required' } });
    const badRole = await callOperatorSocket(dataDir, '/staff/invite', {
      email: 'x@harbour.example',
      name: 'X',
      group: 'Harbour Auto Group',
      role: 'owner',
    });
    expect(badRole).toEqual({
      status: 400,
      body: { error: 'role must be group_admin, manager or salesperson' },
    });
  });

  it('should tighten a secret file others could read', () => {
    const other = mkdtempSync(join(tmpdir(), 'operator-'));
    try {
      writeFileSync(join(other, OPERATOR_SECRET), 'abc\n');
      chmodSync(join(other, OPERATOR_SECRET), 0o644);
      expect(operatorSecret(other)).toBe('abc');
      expect(statSync(join(other, OPERATOR_SECRET)).mode & 0o777).toBe(0o600);
      // No socket in that folder: no server runs there.
      return expect(callOperatorSocket(other, '/staff/invite', {})).resolves.toBe('none');
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});
