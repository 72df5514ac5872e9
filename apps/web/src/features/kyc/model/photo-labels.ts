import { certificateType, type KycPhotoSlot } from '@coffer/contract/kyc';

const slotKeys = {
  front: 'photo.front',
  back: 'photo.back',
  selfie: 'photo.selfie',
  businessLicence: 'photo.licence',
} as const satisfies Record<KycPhotoSlot, string>;

/**
 * The catalogue key naming a photo slot for a document type: a passport has a photo page, not a
 * "front", so the form and the summary call it so (issue 12).
 */
export function photoLabelKey(slot: KycPhotoSlot, documentType: number | string | undefined): string {
  if (slot === 'front' && Number(documentType) === certificateType.members.passport)
    return 'photo.passportPage';
  return slotKeys[slot];
}
