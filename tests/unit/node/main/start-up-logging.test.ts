// Main's start-up sets logging up first of all: electron-log's own trouble (a log file it cannot
// write) reaches the console as one plain warning line.
import electronLog from 'electron-log/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as electron from '../electron-fake';

vi.mock('electron', () => electron);
vi.mock('../../../../src/main/start-app', () => ({
  startApp: vi.fn(async () => ({ getWindow: () => null, openWindow: vi.fn(), shutdown: vi.fn() })),
}));

const original = electronLog.transports.console.writeFn;

afterEach(() => {
  electronLog.transports.console.writeFn = original;
  vi.restoreAllMocks();
});

describe("main's start-up", () => {
  it("sets logging up: electron-log's own trouble is one warning line on the console", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await import('../../../../src/main/index');
    expect(electronLog.transports.console.writeFn).not.toBe(original);
    electronLog.transports.console.writeFn({
      message: { data: ["Can't write to", '/logs/main.log'], date: new Date(0), level: 'error' },
    });
    expect(warn).toHaveBeenCalledExactlyOnceWith("Can't write to /logs/main.log");
  });
});
