import { screen, waitFor, within } from '@testing-library/react';
import { messages } from '@timeapp/domain/messages';
import { smsTexts } from '@timeapp/domain/sms-texts';
import { aUser } from '@timeapp/domain/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { callsTo, fail, ok, routeFetch } from '../../../testing/route-fetch';
import { renderWithProviders, signInAs } from '../../../testing/test-utils';
import { ProfileView } from './profile-view';

const profile = aUser();

beforeEach(() => signInAs());

async function openPasswordForm(user: ReturnType<typeof renderWithProviders>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Change Password' }));
  const confirm = await screen.findByRole('dialog');
  expect(confirm).toHaveTextContent(messages.confirmChangePassword);
  await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
  return screen.findByRole('form', { name: 'Change password' });
}

describe('Profile', () => {
  it('shows the details', async () => {
    routeFetch({ 'GET /users/u1': ok(profile) });
    renderWithProviders(<ProfileView />);
    expect(await screen.findByRole('heading', { name: 'Kiri Walker' })).toBeInTheDocument();
    expect(screen.getByText('Ponsonby')).toBeInTheDocument();
    expect(screen.getByText('021 123 4567')).toBeInTheDocument();
  });

  it('asks before editing; No closes, Yes opens the form, which saves', async () => {
    const fetch = routeFetch({
      'GET /users/u1': ok(profile),
      'PUT /users': ok({ ...profile, firstName: 'Kiriana' }),
    });
    const { user } = renderWithProviders(<ProfileView />);
    await user.click(await screen.findByRole('button', { name: 'Change Profile Details' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(messages.confirmEditProfile);
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Change Profile Details' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    const first = within(form).getByLabelText(/First name/);
    await user.clear(first);
    await user.type(first, 'Kiriana');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.profileUpdated)).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT /users')[0]?.body).toMatchObject({
      firstName: 'Kiriana',
      email: 'kiri@example.co.nz',
    });
  });

  it('shows whether texts are on, and turns them on with the tick', async () => {
    const fetch = routeFetch({
      'GET /users/u1': ok(profile),
      'PUT /users': ok({ ...profile, textsConsent: true }),
    });
    const { user } = renderWithProviders(<ProfileView />);
    expect(await screen.findByText(smsTexts.profileLabel)).toBeInTheDocument();
    expect(screen.getByText(smsTexts.profileOff)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change Profile Details' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    await user.click(within(form).getByLabelText(smsTexts.consentLabel));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.profileUpdated)).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT /users')[0]?.body).toMatchObject({ textsConsent: true });
  });

  it("says 'Failed' when the profile cannot be saved", async () => {
    routeFetch({ 'GET /users/u1': ok(profile), 'PUT /users': fail(500, 'boom') });
    const { user } = renderWithProviders(<ProfileView />);
    await user.click(await screen.findByRole('button', { name: 'Change Profile Details' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }),
    );
    const form = await screen.findByRole('form', { name: 'Edit profile' });
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(messages.failed);
  });

  it('checks that the new password and its confirmation match', async () => {
    const fetch = routeFetch({ 'GET /users/u1': ok(profile) });
    const { user } = renderWithProviders(<ProfileView />);
    const form = await openPasswordForm(user);
    await user.type(within(form).getByLabelText(/Current password/), 'Old@12345');
    await user.type(within(form).getByLabelText(/^New password/), 'Newer@123');
    await user.type(within(form).getByLabelText(/Confirm new password/), 'Newer@124');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByText(messages.changeMismatch)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST /users/change-password')).toHaveLength(0);
  });

  it('tells a wrong current password apart', async () => {
    const fetch = routeFetch({
      'GET /users/u1': ok(profile),
      'POST /users/change-password': fail(400, 'Current password is wrong'),
    });
    const { user } = renderWithProviders(<ProfileView />);
    const form = await openPasswordForm(user);
    await user.type(within(form).getByLabelText(/Current password/), 'Wrong@123');
    await user.type(within(form).getByLabelText(/^New password/), 'Newer@123');
    await user.type(within(form).getByLabelText(/Confirm new password/), 'Newer@123');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(messages.changeWrongCurrent);
    expect(callsTo(fetch, 'POST /users/change-password')[0]?.body).toEqual({
      oldPassword: 'Wrong@123',
      newPassword: 'Newer@123',
    });
  });

  it('changes the password', async () => {
    routeFetch({
      'GET /users/u1': ok(profile),
      'POST /users/change-password': ok(null, messages.passwordChanged),
    });
    const { user } = renderWithProviders(<ProfileView />);
    const form = await openPasswordForm(user);
    await user.type(within(form).getByLabelText(/Current password/), 'Old@12345');
    await user.type(within(form).getByLabelText(/^New password/), 'Newer@123');
    await user.type(within(form).getByLabelText(/Confirm new password/), 'Newer@123');
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText(messages.passwordChanged)).toBeInTheDocument();
  });
});
