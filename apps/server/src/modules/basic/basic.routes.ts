import { endpoints, statusEnums } from '@coffer/contract';
import { route } from '../../plugins/routes';

/** The enums never change while the process runs: build the answer once. */
const enumList = Object.fromEntries(
  Object.entries(statusEnums).map(([name, e]) => [
    name,
    Object.entries(e.members as Record<string, number>)
      .map(([key, value]) => ({ key, value }))
      .sort((a, b) => a.value - b.value),
  ]),
);

export const basicRoutes = (now: () => Date) => [
  route(endpoints.basic.getEnum, async () => enumList),
  route(endpoints.basic.getServerTime, async () => {
    const at = now();
    return { serverTime: at.getTime(), iso: at.toISOString() };
  }),
];
