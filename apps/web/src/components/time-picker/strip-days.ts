/**
 * Days in the time picker's strip: two weeks from today, from one availability call. Apart from
 * the picker so the app's prefetching can ask for the same range without loading the picker.
 */
export const STRIP_DAYS = 14;
