import { type BankChannel, endpoints } from '@coffer/contract';
import { beforeAll, expect, it } from 'vitest';
import { api } from '../../../test/api-client';
import { badShapes, libraryRefusals, validPayees } from '../../../test/bank-field-examples';
import { aUser, type TestUser } from '../../../test/builders';
import { useTestApp } from '../../../test/harness';

const c = endpoints.cash;
const t = useTestApp();
let alice: TestUser;

beforeAll(async () => {
  alice = await aUser().verified().create(t);
});

/**
 * Through the server (ValidateInfo, the check every payee call makes), for every channel the
 * server describes: a payee with every field passes; each field's wrong shape and each bank
 * library's refusal come back as a 400 naming that field (`fields.<key>`), the one the form marks.
 */
it('every field of every channel: a valid example passes, an invalid one is refused under its name', async () => {
  const channels = await api(t).as(alice).call(c.getChannelList, {});
  const local = [...new Set(channels.map((d) => d.channel))];
  expect(local.sort()).toEqual(Object.keys(validPayees).sort());
  for (const [channel, example] of Object.entries(validPayees) as [
    BankChannel,
    (typeof validPayees)[BankChannel],
  ][]) {
    const descriptor = await api(t)
      .as(alice)
      .call(c.dynamicFormsFields, { currency: example.currency, channel });
    const payee = { channel, currency: example.currency, country: example.country };
    expect(
      await api(t)
        .as(alice)
        .call(c.validateInfo, { ...payee, fields: example.fields }),
    ).toEqual({
      valid: true,
    });
    for (const f of descriptor.fields)
      for (const bad of [badShapes[f.kind], libraryRefusals[f.kind]].filter((v) => v !== undefined)) {
        const refused = await api(t)
          .as(alice)
          .fails(c.validateInfo, { ...payee, fields: { ...example.fields, [f.key]: bad } });
        expect([refused.code, refused.validationErrors?.[0]?.field], `${channel}.${f.key}=${bad}`).toEqual([
          400,
          `fields.${f.key}`,
        ]);
      }
  }
});
