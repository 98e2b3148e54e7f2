import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/test-utils';
import { ShareLinkCard } from './share-link';

const url = 'https://timeapp.nz/b/ponsonby-hair-studio';

describe('Share link card', () => {
  it('shows the link, and its QR code when asked', async () => {
    const { user } = renderWithProviders(
      <ShareLinkCard
        title="Your booking link"
        url={url}
        fileName="ponsonby-booking-qr"
        printHeading="Book with Ponsonby Hair Studio"
      />,
    );
    expect(screen.getByRole('region', { name: 'Your booking link' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: url })).toHaveAttribute('href', url);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show QR code' }));
    const qr = await screen.findByRole('img', { name: `QR code for ${url}` });
    const svg = decodeURIComponent(qr.getAttribute('src')!.split(',')[1]!);
    expect(svg).toMatch(/^<svg /);
    expect(screen.getByRole('button', { name: 'Download SVG' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  it('copies the link', async () => {
    const { user } = renderWithProviders(
      <ShareLinkCard title="Your booking link" url={url} fileName="qr" printHeading="Book" />,
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
  });
});
