import { type ContactForm, endpoints } from '@coffer/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/http/client';

/** Sends the contact form; the form shows the outcome itself (no pop-up). */
export const useAddContact = () =>
  useMutation({
    mutationFn: (form: ContactForm) => call(endpoints.contact.addContactUs, form, { notify: false }),
  });
