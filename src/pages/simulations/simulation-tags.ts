/** Most tags on a simulation, and their length (the server's TAG_LIMITS, server/modules/simulations/stored.schemas.ts). */
export const TAG_LIMITS = { count: 10, length: 30 } as const;
