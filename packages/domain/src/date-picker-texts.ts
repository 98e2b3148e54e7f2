// The date picker's control names (components/ui/date-picker-props.ts): part of the message
// catalogue, in a module of their own so that only the screens with a date picker load them.

export const datePickerTexts = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  monthLevelControl: 'Choose month',
  yearLevelControl: 'Choose year',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
};
