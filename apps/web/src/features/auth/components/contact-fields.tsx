import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Tabs.css';
import { Tabs, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { TabList } from '../../../components/tab-list';
import { PhoneFields } from '../../../domain/forms/phone-fields';
import { useValidationText } from '../../../lib/forms';
import { useTranslation } from '../../../lib/react-i18n';

export type ContactMethod = 'email' | 'phone';

/** The address fields every sign-in form shares; the form names them as the contract does. */
export interface ContactValues {
  emailAddress: string;
  areaCode: string;
  phoneNumber: string;
}

/** An e-mail address, or a calling code and a phone number (digits only, as the contract wants). */
export function ContactFields({ method, autoFocus }: { method: ContactMethod; autoFocus?: boolean }) {
  const { t } = useTranslation('auth');
  const text = useValidationText();
  const { register, formState } = useFormContext<ContactValues>();
  if (method === 'email')
    return (
      <TextInput
        label={t('field.email')}
        placeholder={t('field.emailPlaceholder')}
        type="email"
        autoComplete="username"
        autoFocus={autoFocus}
        error={text(formState.errors.emailAddress?.message)}
        data-testid="email-input"
        {...register('emailAddress')}
      />
    );
  return (
    <PhoneFields
      areaLabel={t('field.areaCode')}
      phoneLabel={t('field.phone')}
      placeholder={t('field.phonePlaceholder')}
      areaWidth={150}
      autoFocus={autoFocus}
      phoneTestId="phone-input"
    />
  );
}

/** The e-mail / phone tabs above the address fields; switching clears the other tab's errors. */
export function ContactMethodTabs({
  method,
  onChange,
}: {
  method: ContactMethod;
  onChange: (method: ContactMethod) => void;
}) {
  const { t } = useTranslation('auth');
  const { clearErrors } = useFormContext<ContactValues>();
  return (
    <Tabs
      value={method}
      onChange={(value) => {
        onChange(value === 'phone' ? 'phone' : 'email');
        clearErrors();
      }}
    >
      <TabList
        grow
        tabs={[
          { value: 'email', label: t('tab.email') },
          { value: 'phone', label: t('tab.phone') },
        ]}
      />
    </Tabs>
  );
}
