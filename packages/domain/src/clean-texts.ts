// The texts of /clean, the page of our sister business Kiwi Fresh Cleaning: part of the message
// catalogue, in a module of their own so that only that page loads them (page-weight budget).

export const cleanTexts = {
  title: 'Kiwi Fresh Cleaning – homes, holiday rentals and offices',
  footerOwner: 'Kiwi Fresh Cleaning, a TimeApp sister business',
  nav: {
    airbnb: 'Airbnb',
    coop: 'Co-op',
    carpet: 'Carpet',
    head: 'Headquarters',
    bookWithTimeApp: 'Book with TimeApp',
  },
  heading: 'Clean spaces, less hassle',
  lead: 'Reliable, insured cleaners for holiday rentals, shared spaces, carpets and offices across the Waikato and Auckland. Book a time that suits you online with TimeApp.',
  bookAClean: 'Book a clean',
  aboutUs: 'About us',

  /** One band per service, by its anchor on the page: heading, paragraph, points. */
  services: {
    airbnb: {
      title: 'Airbnb and holiday-home turnovers',
      text: 'Fresh linen, restocked basics and a spotless kitchen and bathroom between guests. We work to your check-out and check-in times, send photos when we finish and report anything broken or missing.',
      points: ['Same-day turnovers', 'Linen and towel service', 'Photo report after every clean'],
    },
    coop: {
      title: 'Co-op and shared spaces',
      text: 'Regular cleaning for co-working spaces, community halls and shared housing: kitchens, bathrooms, floors and common areas on a schedule that suits your members.',
      points: [
        'Weekly or fortnightly plans',
        'Eco-friendly products',
        'Keys and alarm codes handled securely',
      ],
    },
    carpet: {
      title: 'Carpet and upholstery cleaning',
      text: 'Hot-water extraction that lifts dirt, stains and allergens, dry in a few hours. Ideal for end-of-tenancy cleans and homes with pets.',
      points: [
        'Stain and odour treatment',
        'End-of-tenancy packages',
        'Couches and mattresses too',
      ],
    },
    head: {
      title: 'Head office and commercial cleaning',
      text: 'After-hours cleaning for offices and shops, from a single floor to a whole building, with a named supervisor and a checklist you can see.',
      points: ['Evening and weekend crews', 'Police-vetted staff', 'Monthly quality checks'],
    },
  },

  about:
    'We are a locally owned team of cleaners who started with a handful of holiday homes and now look after homes, rentals and offices every day of the week. We pay the living wage, train every new cleaner ourselves and carry public liability insurance.',
  /** 'Questions or a quote? Send us a message and we will get back to you ...', around the link. */
  questions: 'Questions or a quote?',
  sendUsAMessage: 'Send us a message',
  backWithinADay: 'and we will get back to you within one working day.',
};
