import { type ContactForm, contactEndpoints } from '@coffer/contract/contact';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../../lib/http/client';

/** Sends the contact form; the form shows the outcome itself (no pop-up). */
export const useAddContact = () =>
  useMutation({
    mutationFn: (form: ContactForm) => call(contactEndpoints.addContactUs, form, { notify: false }),
  });
