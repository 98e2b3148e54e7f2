// The owner's business profile screen's texts (its details, photos, booking link and their
// edits): part of the message catalogue, in a module of their own so that only that screen
// loads them.

export const businessProfileTexts = {
  /** The screen's title (the browser tab). */
  title: 'Business profile',
  /** The business's card. */
  ratingFrom: (average: string, count: number) =>
    `${average} of 5 from ${count} ${count === 1 ? 'rating' : 'ratings'}`,
  addressLabel: 'Address:',
  noAbout: 'Tell customers about your business with Edit Profile Details.',
  editDetails: 'Edit Profile Details',

  /** Editing its details. */
  editForm: 'Edit business details',
  aboutBusiness: 'About business',
  contactNumber: 'Mobile / contact number',

  /** Its photos. */
  photosIntro: (max: number) => `Shown on your public page. The first is the cover; up to ${max}.`,
  addPhotos: 'Add photos',
  noPhotos: 'No photos yet.',
  photo: (n: number) => `Photo ${n}`,
  cover: 'Cover',
  movePhotoEarlier: (n: number) => `Move photo ${n} earlier`,
  movePhotoLater: (n: number) => `Move photo ${n} later`,
  removePhoto: (n: number) => `Remove photo ${n}`,

  /** Its booking link. */
  bookingLink: 'Your booking link',
  bookingLinkAbout:
    'Share it, or print the QR code for your counter or window: it opens your public page, where customers pick a time.',
  /** The printed page's heading, above the QR code. */
  bookWith: (business: string) => `Book with ${business}`,

  /** The confirmation before editing, and the reminder choice's description. */
  confirmEditBusiness: 'Do you want to edit your business details?',
  remindersDescription: 'Sent before each approved appointment',
};
