import { Anchor, Box, Container, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import styles from '../../components/layouts/auth-layout.module.css';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { useSession } from '../../lib/auth';
import { AppProviders } from '../provider';
import CustomerLayout from './app/customer/layout';
import { commonTexts } from '@timeapp/domain/common-texts';
import { screenTexts } from '@timeapp/domain/messages';

/**
 * A screen open to everyone (search and its results, docs/product-rules.md 2.2): a signed-in
 * customer sees it inside the customer layout; a visitor on a page of its own, with a login
 * that leads back here.
 */
export function OpenToVisitors({
  children,
  footer = true,
}: {
  children: ReactNode;
  /** The search note with Login and Sign Up under the page; off where the page offers them. */
  footer?: boolean;
}) {
  const { isSignedIn } = useSession();
  const location = useLocation();
  const next = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <AppProviders>
      {isSignedIn ? (
        <CustomerLayout>{children}</CustomerLayout>
      ) : (
        <Box component="main" className={styles.page}>
          <Container size={960} py="xl">
            {/* Mantine's own Anchor styles load after this chunk's CSS: style props, not a class. */}
            <Anchor
              component={Link}
              to="/"
              underline="never"
              display="block"
              ta="center"
              fw={800}
              fz="1.6rem"
              c="brand.7"
            >
              {env.productName}
            </Anchor>
            <Box mt="md">{children}</Box>
            {footer && (
              <Text size="sm" mt="md" ta="center">
                {screenTexts.searchBusiness.note}{' '}
                <Anchor component={Link} to={`${paths.login}?next=${next}`}>
                  {screenTexts.login.title}
                </Anchor>
                {' · '}
                <Anchor component={Link} to={paths.register}>
                  {commonTexts.signUp}
                </Anchor>
              </Text>
            )}
          </Container>
        </Box>
      )}
    </AppProviders>
  );
}
