/** A seeded source of random choices: the same seed gives the same demo data on every run. */
export interface DemoRandom {
  /** A number in [0, 1). */
  next(): number;
  /** An integer from min to max, both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** An item chosen by weight: [[item, weight], …]. */
  weighted<T>(choices: readonly (readonly [T, number])[]): T;
  /** Up to count distinct items, in the list's order. */
  some<T>(items: readonly T[], count: number): T[];
  /** A string of random digits. */
  digits(length: number): string;
  /** A version-4-shaped UUID drawn from the seed, so rows can name each other before they are inserted. */
  uuid(): string;
}

/** A 32-bit hash of a string (FNV-1a), to seed an office's random source from its slug. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A random source over mulberry32 (a small, fast PRNG: plenty for demo data, never for secrets). */
export function demoRandom(seed: number | string): DemoRandom {
  let state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;
  const uint32 = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const next = (): number => uint32() / 4294967296;
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (!items.length) throw new Error('demoRandom.pick needs a non-empty list');
    return items[Math.floor(next() * items.length)] as T;
  };
  const hex8 = (): string => uint32().toString(16).padStart(8, '0');
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick,
    weighted: (choices) => {
      const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
      let point = next() * total;
      for (const [item, weight] of choices) {
        point -= weight;
        if (point < 0) return item;
      }
      return choices[choices.length - 1]![0];
    },
    some: (items, count) => {
      const chosen = new Set<number>();
      const wanted = Math.min(count, items.length);
      while (chosen.size < wanted) chosen.add(Math.floor(next() * items.length));
      return [...chosen].sort((a, b) => a - b).map((index) => items[index]!);
    },
    digits: (length) => {
      let text = '';
      while (text.length < length) text += Math.floor(next() * 10);
      return text;
    },
    uuid: () => {
      const [a, b, c, d] = [hex8(), hex8(), hex8(), hex8()];
      // Version 4, variant 10xx: the shape gen_random_uuid() gives.
      return `${a}-${b.slice(0, 4)}-4${b.slice(5)}-${'89ab'[parseInt(c[0]!, 16) & 3]}${c.slice(1, 4)}-${c.slice(4)}${d}`;
    },
  };
}
