import { Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/react-i18n';
import classes from './image-thumbs.module.css';

/** A link's file id and expiry (epoch seconds), read from its query. */
function linkParts(url: string) {
  const query = new URLSearchParams(url.split('?')[1] ?? '');
  return { id: query.get('id') ?? url, expiresAt: Number(query.get('expires') ?? 0) * 1000 };
}

/**
 * Every read of an order signs new links and an open order is read every few seconds: an image
 * keeps the link it has until that is about to expire, so it is not downloaded again each time
 * (the files are served no-store).
 */
function useStableLinks(urls: string[]) {
  const kept = useRef(new Map<string, { url: string; expiresAt: number }>());
  const marginMs = 60_000;
  return urls.map((url) => {
    const { id, expiresAt } = linkParts(url);
    const held = kept.current.get(id);
    if (held && held.expiresAt - Date.now() > marginMs) return held.url;
    kept.current.set(id, { url, expiresAt });
    return url;
  });
}

/**
 * Images a party sent with the order (transfer vouchers, appeal proofs), through the signed links
 * the server gives only the order's two parties: thumbnails, each opening larger in a dialog.
 */
export function ImageThumbs({ urls, label, testId }: { urls: string[]; label: string; testId: string }) {
  const { t } = useTranslation(['p2p', 'common']);
  const links = useStableLinks(urls);
  const [open, setOpen] = useState<number | null>(null);
  if (links.length === 0) return null;
  const nameOf = (i: number) => t('images.nth', { label, number: i + 1, count: links.length });
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group gap="xs">
        {links.map((url, i) => (
          <UnstyledButton
            key={url}
            onClick={() => setOpen(i)}
            aria-label={nameOf(i)}
            data-testid={`${testId}-thumb`}
          >
            <img className={classes.thumb} src={url} alt={nameOf(i)} />
          </UnstyledButton>
        ))}
      </Group>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open === null ? '' : nameOf(open)}
        size="lg"
        centered
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        data-testid={`${testId}-viewer`}
      >
        {open !== null && <img className={classes.large} src={links[open]} alt={nameOf(open)} />}
      </Modal>
    </Stack>
  );
}
