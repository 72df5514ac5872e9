import { Box, Container, Group } from '@mantine/core';
import { LanguageMenu } from './language-menu';
import classes from './layout.module.css';
import { ThemeToggle } from './theme-toggle';

/**
 * The header of a checkout page (the hosted payment page, a counter's code, a refund link): the
 * buyer pays a shop, not us, so there is no menu and no way off the page; only the reader's
 * language and colour scheme.
 */
export function CheckoutHeader() {
  return (
    <Box component="header" className={classes.header} data-testid="checkout-header">
      <Container size="xl" h="100%">
        <Group h="100%" justify="flex-end" gap="xs" wrap="nowrap">
          <LanguageMenu />
          <ThemeToggle />
        </Group>
      </Container>
    </Box>
  );
}
