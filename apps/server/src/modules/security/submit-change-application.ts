import type { SecurityItem } from '@coffer/contract';
import { AppError } from '../../lib/app-error';
import type { ClientInfo } from '../../lib/client-info';
import type { Language } from '../../lib/language';
import { randomToken, sha256Hex } from '../../lib/secrets';
import { badCode, type CodeTarget, emailTarget, phoneTarget } from '../verification/verification.module';
import { changeApplicationsRepo as repo } from './change-application.repo';
import {
  applicationView,
  type ChangeApplicationDeps,
  invalid,
  remainingTargets,
} from './change-application.shared';

export interface SubmitInput {
  ticket: string;
  idPhotoFileId: string;
  selfieFileId: string;
  newEmailAddress?: string | undefined;
  newAreaCode?: string | undefined;
  newPhoneNumber?: string | undefined;
  newCode?: string | undefined;
}

type SubmitDeps = Pick<
  ChangeApplicationDeps,
  'db' | 'now' | 'users' | 'codes' | 'tickets' | 'log' | 'notices'
>;

/**
 * Step two (/security/second): the ticket of step one, the ID photo and the selfie, and the new
 * e-mail or phone proven by its `bind` code. Spends the ticket, claims both files and stores the
 * application for an operator; answers the token that shows its status (step three).
 */
export async function submitChangeApplication(
  deps: SubmitDeps,
  input: SubmitInput,
  client: ClientInfo,
  language: Language,
) {
  const row = await deps.tickets.find('securityChange', input.ticket);
  const user = row ? await deps.users.byId(row.userId) : undefined;
  if (!row || !user) throw new AppError('loginExpired', 'The verification has expired. Start again.');
  const data = row.data as { lostItem: SecurityItem; verifiedWith: string[] };
  const target = await newItemTarget(deps, data.lostItem, input);
  if (input.idPhotoFileId === input.selfieFileId)
    throw new AppError('invalidInput', 'The ID photo and the selfie must be two different files.');
  const fileIds = [input.idPhotoFileId, input.selfieFileId];
  if ((await repo.unclaimedEvidence(deps.db, fileIds, user.id)).length !== 2)
    throw new AppError('uploadFileMissing', 'Upload the ID photo and the selfie first.');
  if (await repo.underReview(deps.db, user.id))
    throw new AppError('conflict', 'An application is already under review.');
  if (
    target &&
    (!input.newCode || !(await deps.codes.consume({ target, purpose: 'bind', code: input.newCode })))
  )
    throw badCode();
  if (!(await deps.tickets.spend(row.id))) throw new AppError('loginExpired');
  const queryToken = randomToken();
  const at = deps.now();
  const application = await deps.db.transaction((tx) =>
    repo.insertClaiming(tx, fileIds, at, {
      userId: user.id,
      lostItem: data.lostItem,
      verifiedWith: data.verifiedWith,
      newEmail: data.lostItem === 'email' && target ? target.address : null,
      newAreaCode: data.lostItem === 'phone' ? (input.newAreaCode ?? null) : null,
      newPhoneNumber: data.lostItem === 'phone' ? (input.newPhoneNumber ?? null) : null,
      idPhotoFileId: input.idPhotoFileId,
      selfieFileId: input.selfieFileId,
      queryTokenHash: sha256Hex(queryToken),
      ip: client.ip,
      createdAt: at,
    }),
  );
  await deps.log.record({
    userId: user.id,
    operation: 'changeApplicationSubmitted',
    detail: `${data.lostItem} #${application.id}`,
    client,
  });
  await deps.notices.tell(remainingTargets(user, data.lostItem), 'changeApplicationReceived', language);
  return { ...applicationView(application), queryToken };
}

/** Where the new e-mail or phone gets its `bind` code; none when the authenticator was lost. */
async function newItemTarget(
  deps: Pick<ChangeApplicationDeps, 'users'>,
  lostItem: SecurityItem,
  input: SubmitInput,
): Promise<CodeTarget | null> {
  if (lostItem === 'email') {
    if (!input.newEmailAddress)
      throw invalid('newEmailAddress', 'email.invalid', 'Enter the new e-mail address.');
    const target = emailTarget(input.newEmailAddress);
    if (await deps.users.byEmail(input.newEmailAddress)) throw new AppError('emailAlreadyRegistered');
    return target;
  }
  if (lostItem === 'phone') {
    if (!input.newAreaCode || !input.newPhoneNumber)
      throw invalid('newPhoneNumber', 'phone.invalid', 'Enter the new phone number.');
    const target = phoneTarget(input.newAreaCode, input.newPhoneNumber);
    if (await deps.users.byPhone(input.newAreaCode, input.newPhoneNumber))
      throw new AppError('phoneAlreadyRegistered');
    return target;
  }
  return null;
}
