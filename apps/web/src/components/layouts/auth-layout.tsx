import { Anchor, Box, Container, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { env } from '../../config/env';
import { useTitle } from '../../hooks/use-title';
import styles from './auth-layout.module.css';

type Props = {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  size?: 'xs' | 'sm' | 'md';
};

/** Centered card for the sign-in screens (login, register, reset, ...). */
export function AuthLayout({ title, subtitle, children, size = 'xs' }: Props) {
  useTitle(title);
  return (
    <Box component="main" className={styles.page}>
      <Container size={size === 'xs' ? 440 : size === 'sm' ? 640 : 820} py="xl">
        <Anchor component={Link} to="/" className={styles.brand} underline="never">
          {env.productName}
        </Anchor>
        <Paper withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} mt="md" radius="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          {subtitle && (
            <Text c="dimmed" size="sm" mt={4}>
              {subtitle}
            </Text>
          )}
          <Box mt="lg">{children}</Box>
        </Paper>
      </Container>
    </Box>
  );
}
