import { basicRoutes } from './basic.routes';

export function createBasicModule() {
  return { routes: basicRoutes() };
}
