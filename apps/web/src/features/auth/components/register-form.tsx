import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { authTexts as t } from '@timeapp/domain/auth-texts';
import { commonTexts } from '@timeapp/domain/common-texts';
import { fieldLabels, messages, screenTexts } from '@timeapp/domain/messages';
import { registerBody } from '@timeapp/domain/users';
import { useState } from 'react';
import { AddressFields } from '../../../components/ui/address-fields';
import { BirthdayInput } from '../../../components/ui/birthday-input';
import { ErrorDialog } from '../../../components/ui/error-dialog';
import { PasswordRules } from '../../../components/ui/password-rules';
import { env } from '../../../config/env';
import { errorMessage } from '../../../lib/api-client';
import { errorsUnder, useForm } from '../../../lib/form';
import { useRegister, type RegisterAnswer } from '../../../api/auth/register';
import { PhoneInput } from '../../../components/ui/phone-input';
import { TextsConsent } from '../../../components/ui/texts-consent';

type Values = {
  firstName: string;
  lastName: string;
  email: string;
  mobileNumber: string;
  textsConsent: boolean;
  birthday: string;
  country: string;
  state: string;
  city: string;
  suburb: string;
  postCode: string;
  password: string;
  confirmPassword: string;
  registerBusiness: boolean;
};

const initial: Values = {
  firstName: '',
  lastName: '',
  email: '',
  mobileNumber: '',
  textsConsent: false,
  birthday: '',
  country: '',
  state: '',
  city: '',
  suburb: '',
  postCode: '',
  password: '',
  confirmPassword: '',
  registerBusiness: false,
};

const toBody = (v: Values) => ({
  firstName: v.firstName,
  lastName: v.lastName,
  email: v.email,
  password: v.password,
  confirmPassword: v.confirmPassword,
  mobileNumber: v.mobileNumber,
  // The tick counts only with a number to text (docs/decisions/054-texts.md).
  textsConsent: v.textsConsent && v.mobileNumber.trim() !== '',
  birthday: v.birthday,
  address: {
    country: v.country,
    state: v.state,
    city: v.city,
    suburb: v.suburb,
    postCode: v.postCode,
  },
  registerBusiness: v.registerBusiness,
});

type Props = {
  onRegistered: (answer: RegisterAnswer, registerBusiness: boolean) => void;
  /** Where the verification e-mail's link leads after logging in (a path on this site). */
  next?: string | null;
};

export function RegisterForm({ onRegistered, next }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const register = useRegister();
  const form = useForm({
    initial,
    schema: registerBody,
    toInput: (v) => ({ ...toBody(v), ...(next && { next }) }),
    onValid: (body, v) =>
      register.mutate(body, {
        onSuccess: (answer) => onRegistered(answer, v.registerBusiness),
        onError: (error) => setFailure(errorMessage(error, messages.unknownError)),
      }),
  });
  const { values, errors, set, field: text } = form;

  const confirmMismatch =
    values.confirmPassword !== '' && values.confirmPassword !== values.password
      ? messages.passwordConfirmMismatch
      : undefined;

  return (
    <form onSubmit={form.onSubmit} noValidate aria-label={screenTexts.register.title}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label={fieldLabels.firstName}
            autoComplete="given-name"
            required
            {...text('firstName')}
          />
          <TextInput
            label={fieldLabels.lastName}
            autoComplete="family-name"
            required
            {...text('lastName')}
          />
          <TextInput
            label={messages.email}
            type="email"
            autoComplete="email"
            required
            {...text('email')}
          />
          <PhoneInput label={fieldLabels.mobileNumber} {...text('mobileNumber')} />
        </SimpleGrid>
        {values.mobileNumber.trim() !== '' && (
          <TextsConsent checked={values.textsConsent} onChange={(c) => set('textsConsent', c)} />
        )}
        <BirthdayInput
          value={values.birthday}
          onChange={(d) => set('birthday', d)}
          error={errors.birthday}
        />

        <Fieldset legend={fieldLabels.address}>
          <AddressFields
            values={values}
            onChange={form.patch}
            errors={errorsUnder(errors, 'address')}
            error={errors.address}
            searchDescription={t.addressHint}
            required
          />
        </Fieldset>

        <div>
          <PasswordInput
            label={fieldLabels.password}
            autoComplete="new-password"
            required
            {...text('password')}
            error={errors.password && !values.password ? errors.password : undefined}
            aria-describedby="password-rules"
          />
          <Group mt={4}>
            <PasswordRules id="password-rules" password={values.password} />
          </Group>
        </div>
        <PasswordInput
          label={fieldLabels.confirmPassword}
          autoComplete="new-password"
          required
          {...text('confirmPassword')}
          error={confirmMismatch ?? errors.confirmPassword}
        />
        <Checkbox
          label={messages.registerBusinessWith(env.productName)}
          checked={values.registerBusiness}
          onChange={(e) => set('registerBusiness', e.currentTarget.checked)}
        />
        <Button type="submit" loading={register.isPending}>
          {commonTexts.signUp}
        </Button>
      </Stack>
      <ErrorDialog
        title={messages.popupWarning}
        message={failure}
        onClose={() => setFailure(null)}
      />
    </form>
  );
}
