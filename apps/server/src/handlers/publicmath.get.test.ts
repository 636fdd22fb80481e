import { contract } from '@mathsteps/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('publicmath.get', () => {
  it('answers ten problems per subject at levels 0, 4, 7 and 11, in the contract shape', async () => {
    const response = await t.call({ tag: 'publicmath.get' });
    expect(response.statusCode).toBe(200);
    // Sent as ready JSON text: still JSON, with the security headers of every answer.
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json();
    expect(body.tag).toBe('publicmath.get');
    const output = contract['publicmath.get'].output.parse(body);
    expect(Object.keys(output.public)).toHaveLength(16);
    expect(output.public.addition_0).toHaveLength(10);
    expect(output.public.multiplication_11![0]).toMatchObject({ question: 1, operator: '*' });
  });

  it('accepts the device id and refuses anything else', async () => {
    const ok = await t.call({
      tag: 'publicmath.get',
      deviceid: '6f1c2a3e-6f4b-4d7e-9a8b-1c2d3e4f5a6b',
    });
    expect(ok.statusCode).toBe(200);
    const extra = await t.call({ tag: 'publicmath.get', subject: 'addition' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ tag: 'publicmath.get_error', reason: 'Unknown field: subject' });
  });

  it('answers one level for the four subjects when asked (free practice moving up)', async () => {
    const body = (await t.call({ tag: 'publicmath.get', level: 5 })).json();
    expect(Object.keys(body.public).sort()).toEqual([
      'addition_5',
      'division_5',
      'multiplication_5',
      'subtraction_5',
    ]);
  });

  it.each([20, -1, 2.5, '3'])('refuses level %j with a reason', async (level) => {
    const response = await t.call({ tag: 'publicmath.get', level });
    expect(response.statusCode).toBe(400);
    expect(response.json().reason).toBe('level must be a whole number from 0 to 19');
  });

  it('gives a visitor new problems on each call', async () => {
    const first = (await t.call({ tag: 'publicmath.get' })).json();
    const second = (await t.call({ tag: 'publicmath.get' })).json();
    expect(first.public.addition_11).not.toEqual(second.public.addition_11);
  });
});
