import { afterEach, describe, expect, it } from 'vitest';
import { firstLoadDone, resetFirstLoad, settledOnFirstLoad } from '../first-load';

afterEach(resetFirstLoad);

describe('the page the browser opened shows its data in its first paint', () => {
  it('waits for the list on the first load and hands over the value, not the promise', async () => {
    const data = settledOnFirstLoad({ id: '6', list: Promise.resolve(['Ana', 'Luis']) }, 'list');
    expect(data).toBeInstanceOf(Promise);
    expect(await data).toEqual({ id: '6', list: ['Ana', 'Luis'] });
  });

  it('leaves the promise to the skeletons once the router has finished its first load', async () => {
    firstLoadDone();
    const list = new Promise<string[]>(() => {});
    const data = settledOnFirstLoad({ id: '6', list }, 'list');
    expect(data).not.toBeInstanceOf(Promise);
    expect((data as { list: Promise<string[]> }).list).toBe(list);
  });

  it('lets a failed list fail the first load, as an awaited loader would', async () => {
    const failed = Promise.reject(new Error('sin red'));
    await expect(settledOnFirstLoad({ list: failed }, 'list')).rejects.toThrow('sin red');
  });
});
