import { basicRoutes } from './basic.routes';

/** Enums, and the server's clock that signed API clients set their timestamps by. */
export function createBasicModule(deps: { now: () => Date }) {
  return { routes: basicRoutes(deps.now) };
}
