import { AppError } from '../../lib/app-error';
import { maskedUid } from '../otc/otc.module';
import { createP2pRepo, type P2pOrderRow, type P2pRepo } from './p2p.repo';
import { imageLinks, type P2pDeps } from './p2p.shared';
import { dealerName, orderView } from './p2p-view';

async function namesOf(repo: P2pRepo, o: P2pOrderRow) {
  const [dealer, user] = [await repo.party(o.dealerId), await repo.party(o.userId)];
  return { dealer: dealer ? dealerName(dealer) : '', user: user ? maskedUid(user.uid) : '' };
}

/** One order as `viewerId` sees it, with the payee's account when the viewer must pay (orderView decides). */
export async function viewOrder(deps: Pick<P2pDeps, 'db' | 'files'>, viewerId: number, o: P2pOrderRow) {
  const repo = createP2pRepo(deps.db);
  const payee = await repo.method(o.payeeMethodId);
  return orderView(o, viewerId, await namesOf(repo, o), payee, imageLinks(deps, o.vouchers));
}

/** An order to either party only (40007 for anyone else). */
export async function partyOrder(deps: Pick<P2pDeps, 'db' | 'files'>, viewerId: number, orderId: string) {
  const order = await createP2pRepo(deps.db).order(orderId);
  if (!order || (order.userId !== viewerId && order.dealerId !== viewerId))
    throw new AppError('orderNotFound');
  return viewOrder(deps, viewerId, order);
}

/** A page of orders without anyone's payment details: no list call ever carries them. */
export async function orderPage(
  deps: Pick<P2pDeps, 'db' | 'files'>,
  viewerId: number,
  page: { totalCount: number; items: P2pOrderRow[] },
) {
  const repo = createP2pRepo(deps.db);
  const items = [];
  for (const o of page.items)
    items.push(orderView(o, viewerId, await namesOf(repo, o), undefined, imageLinks(deps, o.vouchers)));
  return { totalCount: page.totalCount, items };
}
