/**
 * Admission (src/http/admission.ts): at most `limit` requests past parsing, the rest waiting in
 * arrival order with their bodies unread; a slot is handed on at the response's close, and a
 * client that leaves, waiting or inside, never keeps one.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { Admission } from '../../src/http/admission.js';

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('Admission', () => {
  it('lets `limit` in, queues the rest in arrival order, and hands each slot on', async () => {
    const admission = new Admission(2);
    const order: string[] = [];
    const tickets = ['a', 'b', 'c', 'd'].map((name) => {
      const ticket = admission.enter();
      void ticket.admitted.then(() => order.push(name));
      return ticket;
    });
    await settled();
    expect(order).toEqual(['a', 'b']);
    expect(admission.counts).toEqual({ inside: 2, waiting: 2 });
    tickets[1]?.leave();
    await settled();
    expect(order).toEqual(['a', 'b', 'c']);
    expect(admission.counts).toEqual({ inside: 2, waiting: 1 });
    tickets[1]?.leave(); // a second leave gives nothing up
    tickets[0]?.leave();
    await settled();
    expect(order).toEqual(['a', 'b', 'c', 'd']);
    tickets[2]?.leave();
    tickets[3]?.leave();
    expect(admission.counts).toEqual({ inside: 0, waiting: 0 });
  });

  it('takes a request that leaves while waiting out of line, without a slot', async () => {
    const admission = new Admission(1);
    const first = admission.enter();
    const gone = admission.enter();
    const next = admission.enter();
    let nextIn = false;
    void next.admitted.then(() => (nextIn = true));
    gone.leave();
    await gone.admitted; // its waiter moves on
    expect(admission.counts).toEqual({ inside: 1, waiting: 1 });
    first.leave();
    await settled();
    expect(nextIn).toBe(true);
    next.leave();
    expect(admission.counts).toEqual({ inside: 0, waiting: 0 });
  });

  it('refuses a limit that is not a positive integer', () => {
    expect(() => new Admission(0)).toThrow(/positive integer/);
    expect(() => new Admission(1.5)).toThrow(/positive integer/);
  });
});

describe('Admission as a route hook', () => {
  const apps: Array<ReturnType<typeof Fastify>> = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function serve(admission: Admission, parsed: string[], release: Map<string, () => void>) {
    const app = Fastify();
    apps.push(app);
    app.post<{ Body: { name: string } }>('/work', { preParsing: admission.hook() }, async (request) => {
      parsed.push(request.body.name);
      await new Promise<void>((resolve) => release.set(request.body.name, resolve));
      return { done: request.body.name };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    return (app.server.address() as AddressInfo).port;
  }

  function post(port: number, name: string): { answer: Promise<unknown>; request: http.ClientRequest } {
    const request = http.request({ port, host: '127.0.0.1', method: 'POST', path: '/work', headers: { 'content-type': 'application/json' } });
    const answer = new Promise((resolve, reject) => {
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(JSON.parse(text)));
      });
      request.on('error', reject);
    });
    request.end(JSON.stringify({ name }));
    return { answer, request };
  }

  async function until(condition: () => boolean): Promise<void> {
    for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(condition()).toBe(true);
  }

  it('parses a waiting request only once the one inside has answered', async () => {
    const admission = new Admission(1);
    const parsed: string[] = [];
    const release = new Map<string, () => void>();
    const port = await serve(admission, parsed, release);
    const first = post(port, 'first');
    await until(() => parsed.length === 1);
    const second = post(port, 'second');
    await until(() => admission.counts.waiting === 1);
    expect(parsed).toEqual(['first']);
    release.get('first')?.();
    expect(await first.answer).toEqual({ done: 'first' });
    await until(() => parsed.length === 2);
    release.get('second')?.();
    expect(await second.answer).toEqual({ done: 'second' });
    await until(() => admission.counts.inside === 0);
  });

  it('frees the slot of a client that goes away inside, and the place of one that goes away waiting', async () => {
    const admission = new Admission(1);
    const parsed: string[] = [];
    const release = new Map<string, () => void>();
    const port = await serve(admission, parsed, release);
    const inside = post(port, 'inside');
    inside.answer.catch(() => undefined);
    await until(() => parsed.length === 1);
    const waiting = post(port, 'waiting');
    waiting.answer.catch(() => undefined);
    const last = post(port, 'last');
    await until(() => admission.counts.waiting === 2);
    waiting.request.destroy();
    await until(() => admission.counts.waiting === 1);
    inside.request.destroy();
    await until(() => parsed.includes('last'));
    expect(parsed).toEqual(['inside', 'last']);
    release.get('last')?.();
    expect(await last.answer).toEqual({ done: 'last' });
    release.get('inside')?.();
    await until(() => admission.counts.inside === 0 && admission.counts.waiting === 0);
  });
});
