/**
 * RequestClock (src/clock.ts): each request reads its own scope's time across awaits. Until some
 * request first runs on a clock other than the real one, running on the real clock enters nothing
 * (Node's per-promise hook stays off); from then on every request enters its own clock, the real
 * one included, so none reads a clock another request's context passed on.
 */
import { describe, expect, it } from 'vitest';
import { clockNotBefore, FixedClock, RequestClock } from '../../src/clock.js';

const REAL = '2026-03-01T00:00:00.000Z';
const AHEAD = '2026-06-01T00:00:00.000Z';

async function nowAfterAwaits(clock: RequestClock): Promise<string> {
  await Promise.resolve();
  await new Promise((resolve) => setImmediate(resolve));
  return clock.now().toISOString();
}

describe('RequestClock', () => {
  it('reads the real clock without entering anything until a request runs on another clock', async () => {
    const real = new FixedClock(new Date(REAL));
    const requestClock = new RequestClock(real);
    expect(requestClock.enters(real)).toBe(false);
    expect(await requestClock.run(real, () => nowAfterAwaits(requestClock))).toBe(REAL);
    const ahead = clockNotBefore(real, new Date(AHEAD));
    expect(requestClock.enters(ahead)).toBe(true);
    expect(await requestClock.run(ahead, () => nowAfterAwaits(requestClock))).toBe(AHEAD);
    // From the first such request on, the real clock is entered too.
    expect(requestClock.enters(real)).toBe(true);
  });

  it('gives each request its own clock across awaits, also a real-clock request started inside another request’s context', async () => {
    const real = new FixedClock(new Date(REAL));
    const requestClock = new RequestClock(real);
    const ahead = clockNotBefore(real, new Date(AHEAD));
    const [inAhead, inReal, nestedReal, outside] = await Promise.all([
      requestClock.run(ahead, () => nowAfterAwaits(requestClock)),
      requestClock.run(real, () => nowAfterAwaits(requestClock)),
      requestClock.run(ahead, () => requestClock.run(real, () => nowAfterAwaits(requestClock))),
      nowAfterAwaits(requestClock),
    ]);
    expect({ inAhead, inReal, nestedReal, outside }).toEqual({ inAhead: AHEAD, inReal: REAL, nestedReal: REAL, outside: REAL });
  });
});
