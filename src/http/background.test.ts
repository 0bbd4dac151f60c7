import { describe, expect, it } from 'vitest';
import { backgroundSlots } from './background';

describe('backgroundSlots', () => {
  it('runs at most `max` pieces of work at once and skips the rest', async () => {
    const slots = backgroundSlots(2);
    const releases: (() => void)[] = [];
    const work = () => new Promise<string>((resolve) => releases.push(() => resolve('done')));
    const running = [slots.run(undefined, work), slots.run(undefined, work)];
    expect(await slots.run(undefined, work)).toBeUndefined();
    expect(releases.length).toBe(2);
    for (const release of releases) release();
    expect(await Promise.all(running)).toEqual(['done', 'done']);
    expect(await slots.run(undefined, async () => 'again')).toBe('again');
    expect(slots.size).toBe(0);
  });

  it('runs one piece of work per key at a time', async () => {
    const slots = backgroundSlots(8);
    let release = () => {};
    const first = slots.run('gql:a', () => new Promise<void>((resolve) => (release = resolve)));
    let ran = false;
    await slots.run('gql:a', async () => {
      ran = true;
    });
    expect(ran).toBe(false);
    release();
    await first;
  });

  it('takes back a slot whose work never ended', async () => {
    const slots = backgroundSlots(1, 20);
    void slots.run(undefined, () => new Promise(() => {}));
    expect(await slots.run(undefined, async () => 1)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(await slots.run(undefined, async () => 1)).toBe(1);
  });
});
