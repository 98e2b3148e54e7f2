import { Anchor, Box, Container, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import styles from '../../components/layouts/auth-layout.module.css';
import { paths } from '../../config/paths';
import { SearchForm } from '../../features/businesses/components/search-form';
import { useTitle } from '../../hooks/use-title';
import { useSession } from '../../lib/auth';
import { AppProviders } from '../provider';
import CustomerLayout from './app/customer/layout';

/**
 * Search is open to everyone (docs/product-rules.md 2.2): a signed-in
 * customer searches inside the customer layout; a visitor searches on a page of its own and
 * signs in when the results open (they show the businesses to book, which needs an account).
 */
export default function SearchBusinessRoute() {
  useTitle('Search Business');
  const { isSignedIn } = useSession();
  const location = useLocation();
  const next = `${location.pathname}${location.search}`;
  return (
    <AppProviders>
      {isSignedIn ? (
        <CustomerLayout>
          <SearchForm />
        </CustomerLayout>
      ) : (
        <Box component="main" className={styles.page}>
          <Container size={760} py="xl">
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
              TimeApp
            </Anchor>
            <Box mt="md">
              <SearchForm />
            </Box>
            <Text size="sm" mt="md" ta="center">
              Searching needs no account; you sign in to open the results and book.{' '}
              <Anchor component={Link} to={`${paths.login}?next=${encodeURIComponent(next)}`}>
                Login
              </Anchor>
              {' · '}
              <Anchor component={Link} to={paths.register}>
                Sign Up
              </Anchor>
            </Text>
          </Container>
        </Box>
      )}
    </AppProviders>
  );
}
