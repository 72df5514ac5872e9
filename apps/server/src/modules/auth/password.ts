import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`: a const enum, which isolated modules cannot read from the package. */
const argon2id = 2;

/** OWASP/ASVS minimum for argon2id (DESIGN §6); tests may lower it only through this option. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
}
export const productionHashCost: PasswordHashCost = { memoryCost: 19_456, timeCost: 2 };

/** Hashing runs on libuv's thread pool (@node-rs/argon2), off the event loop. */
export function createPasswordHasher(cost: PasswordHashCost = productionHashCost) {
  return {
    hash: (password: string) => hash(password, { algorithm: argon2id, parallelism: 1, ...cost }),
    verify: (hashed: string, password: string) => verify(hashed, password),
  };
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
