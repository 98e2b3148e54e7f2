import { NativeSelect, Stack, TextInput } from '@mantine/core';
import { depositTexts as t } from '@timeapp/domain/deposit-texts';
import { depositCents } from '@timeapp/domain/deposit-amount';
import type { DepositKind, DepositRule } from '@timeapp/domain/deposits';
import { centsFromDollars, dollarsFromCents } from '@timeapp/domain/price';
import { useDepositsAccount } from '../../api/deposits/get-deposits-account';

/** The deposit as a form holds it: the kind chosen and the value as typed. */
export type DepositValues = { depositKind: 'none' | DepositKind; depositValue: string };

export const depositValuesOf = (rule: DepositRule | null | undefined): DepositValues =>
  !rule
    ? { depositKind: 'none', depositValue: '' }
    : {
        depositKind: rule.kind,
        depositValue: rule.kind === 'amount' ? dollarsFromCents(rule.value) : String(rule.value),
      };

/**
 * The rule the shared schema (deposits.ts depositRuleBody) reads: null for none; dollars in cents, or a
 * percentage. A value it cannot read (or a part of a percent) goes as -1, which no range takes, so the kind's own rule
 * is said under the field.
 */
export function depositInputOf(v: DepositValues): DepositRule | null {
  if (v.depositKind === 'none') return null;
  const text = v.depositValue.trim();
  const n = v.depositKind === 'amount' ? centsFromDollars(text) : text ? Number(text) : null;
  return { kind: v.depositKind, value: typeof n === 'number' && Number.isInteger(n) ? n : -1 };
}

/**
 * What the shared schema cannot see alone: a rule that asks nothing of this price (a percentage
 * of no price), said under the deposit field.
 */
export const depositProblem = (
  rule: DepositRule | null | undefined,
  priceCents: number | null | undefined,
): string | null =>
  rule && depositCents(rule, priceCents ?? null) === null ? t.percentNeedsPrice : null;

/** Whether the rule differs from the stored one: an edit sends it only then (absent: unchanged). */
export const depositChanged = (
  stored: DepositRule | null | undefined,
  next: DepositRule | null,
): boolean => (stored ?? null)?.kind !== next?.kind || (stored ?? null)?.value !== next?.value;

type Props = {
  businessId: string;
  values: DepositValues;
  onChange: (patch: Partial<DepositValues>) => void;
  error?: string;
};

/**
 * 'Deposit': None / Amount ($) / Percentage of the price (%) (docs/decisions/056), in the
 * section and service forms. Shown once the server takes payments; until the business's Stripe
 * account is ready only 'None' can be chosen (a rule already set stays editable).
 */
export function DepositFields({ businessId, values, onChange, error }: Props) {
  const account = useDepositsAccount(businessId);
  const a = account.data;
  const hasRule = values.depositKind !== 'none';
  if (!hasRule && (!a || !a.configured)) return null;
  const ready = a?.configured === true && a.status === 'ready';
  // A select rather than radios: three long choices fit a phone's width, and it needs no styles
  // of its own (page weight). A kind that needs the ready account is offered only then.
  const kinds = (['none', 'amount', 'percent'] as const).map((kind) => ({
    value: kind,
    label: t.kinds[kind],
    disabled: kind !== 'none' && !ready && values.depositKind !== kind,
  }));
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t.fieldLabel}
        description={ready ? t.fieldHint : t.notReadyHint}
        data={kinds}
        maw={320}
        value={values.depositKind}
        onChange={(e) =>
          onChange({
            depositKind: e.currentTarget.value as DepositValues['depositKind'],
            depositValue: '',
          })
        }
        error={values.depositKind === 'none' ? error : undefined}
      />
      {hasRule && (
        <TextInput
          label={values.depositKind === 'amount' ? t.amountLabel : t.percentLabel}
          inputMode={values.depositKind === 'amount' ? 'decimal' : 'numeric'}
          leftSection={values.depositKind === 'amount' ? '$' : undefined}
          rightSection={values.depositKind === 'percent' ? '%' : undefined}
          maw={240}
          value={values.depositValue}
          onChange={(e) => onChange({ depositValue: e.currentTarget.value })}
          error={error}
        />
      )}
    </Stack>
  );
}
