import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { createBusinessBody, type Business } from '@timeapp/domain/businesses';
import { z } from '@timeapp/domain/zod';
import { useState, type FormEvent } from 'react';
import { validate, type FieldErrors } from '../../../lib/form';
import type { UpdateBusinessInput } from '../../../api/businesses/update-business';

const editBusiness = z.pick(createBusinessBody, {
  name: true,
  aboutBusiness: true,
  contactNumber: true,
});

type Props = {
  business: Business;
  pending?: boolean;
  onSubmit: (input: UpdateBusinessInput) => void;
  onCancel: () => void;
};

/** 'Edit Profile Details': name, about business and contact number (digits only). */
export function EditBusinessForm({ business, pending, onSubmit, onCancel }: Props) {
  const [name, setName] = useState(business.name);
  const [aboutBusiness, setAbout] = useState(business.aboutBusiness);
  const [contactNumber, setContact] = useState(business.contactNumber);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = validate(editBusiness, { name, aboutBusiness, contactNumber });
    setErrors(checked.errors);
    if (checked.ok) onSubmit(checked.data);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Edit business details">
      <Stack gap="sm">
        <TextInput
          label="Business name"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          required
          data-autofocus
        />
        <Textarea
          label="About business"
          value={aboutBusiness}
          onChange={(e) => setAbout(e.currentTarget.value)}
          error={errors.aboutBusiness}
          autosize
          minRows={3}
          maxRows={8}
        />
        <TextInput
          label="Mobile / contact number"
          type="tel"
          inputMode="numeric"
          value={contactNumber}
          // Digits only (a leading + for international numbers), as the number is typed.
          onChange={(e) => setContact(e.currentTarget.value.replace(/(?!^\+)[^\d]/g, ''))}
          error={errors.contactNumber}
          required
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
