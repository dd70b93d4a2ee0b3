/** The Sentry-compatible event this port sends (a subset of Sentry's event payload). */
export type Level = 'fatal' | 'error' | 'warning' | 'info' | 'debug';

export interface Breadcrumb {
  /** Seconds since the epoch (Sentry's unit). */
  timestamp: number;
  type?: string;
  category?: string;
  message?: string;
  level?: Level;
  data?: Record<string, unknown>;
}

export interface StackFrame {
  filename?: string;
  function?: string;
  lineno?: number;
  colno?: number;
}

export interface ExceptionValue {
  type: string;
  value: string;
  stacktrace?: { frames: StackFrame[] };
}

export interface ErrorEvent {
  event_id: string;
  timestamp: number;
  platform: 'javascript';
  level: Level;
  message?: string;
  exception?: { values: ExceptionValue[] };
  breadcrumbs?: { values: Breadcrumb[] };
  tags?: Record<string, string>;
  extra?: Record<string, unknown>;
  release?: string;
  environment?: string;
}

// V8: '    at fn (file:1:2)' or '    at file:1:2'; Firefox/Safari: 'fn@file:1:2'.
const V8_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/;
const GECKO_FRAME = /^\s*(.*?)@(.+?):(\d+):(\d+)$/;

/** Stack frames of an Error's stack text, oldest call first as Sentry expects; unknown lines are skipped. */
export function parseStack(stack: string | undefined): StackFrame[] {
  if (!stack) return [];
  const frames: StackFrame[] = [];
  for (const line of stack.split('\n').slice(0, 200)) {
    const match = V8_FRAME.exec(line) ?? GECKO_FRAME.exec(line);
    if (!match) continue;
    const frame: StackFrame = { filename: match[2]!, lineno: Number(match[3]), colno: Number(match[4]) };
    if (match[1]) frame.function = match[1];
    frames.push(frame);
  }
  return frames.reverse();
}

/** Sentry's exception entry for anything thrown (a non-Error becomes its string form). */
export function exceptionFrom(error: unknown): ExceptionValue {
  if (error instanceof Error) {
    const value: ExceptionValue = { type: error.name || 'Error', value: error.message };
    const frames = parseStack(error.stack);
    if (frames.length > 0) value.stacktrace = { frames };
    return value;
  }
  let text: string;
  try {
    text = typeof error === 'string' ? error : (JSON.stringify(error) ?? String(error));
  } catch {
    text = String(error);
  }
  return { type: 'Error', value: text };
}
