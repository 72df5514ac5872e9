import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { Anchor, Checkbox, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useValidationText } from '../../../lib/forms';
import { useTranslation } from '../../../lib/react-i18n';

export interface ConsentValues {
  consent: { terms: boolean; privacy: boolean };
}

/** A protocol link of common setting type 6, in the reader's language. */
export interface ProtocolLink {
  title: string;
  url: string;
}

const linkTo = (link: ProtocolLink | null, fallback: string): ReactNode =>
  link ? (
    // A new tab, so reading the terms does not lose what was typed.
    <Anchor href={link.url} target="_blank" rel="noopener noreferrer" inherit>
      {link.title}
    </Anchor>
  ) : (
    <strong>{fallback}</strong>
  );

/** Consent to the terms and to the privacy policy (spec §5), linking to their documents. */
export function ConsentFields({
  terms,
  privacy,
}: {
  terms: ProtocolLink | null;
  privacy: ProtocolLink | null;
}) {
  const { t } = useTranslation('auth');
  const text = useValidationText();
  const { control } = useFormContext<ConsentValues>();
  const items = [
    { name: 'consent.terms', link: linkTo(terms, t('consent.termsTitle')) },
    { name: 'consent.privacy', link: linkTo(privacy, t('consent.privacyTitle')) },
  ] as const;
  return (
    <Stack gap="xs">
      {items.map((item) => (
        <Controller
          key={item.name}
          control={control}
          name={item.name}
          render={({ field, fieldState }) => (
            <Checkbox
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={text(fieldState.error?.message)}
              data-testid={item.name === 'consent.terms' ? 'consent-terms' : 'consent-privacy'}
              label={
                <>
                  {t('consent.agree')} {item.link}
                </>
              }
            />
          )}
        />
      ))}
    </Stack>
  );
}
