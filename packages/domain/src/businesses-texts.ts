// The texts of finding a business and of its page as a customer sees it (search, results,
// favourites, ratings, referrals, its sections): part of the message catalogue, in a module of
// their own so that only those screens load them.

export const businessesTexts = {
  /** The referral screen's title (the browser tab). */
  referralTab: 'Referral',
  /** Search and its results. */
  searchForm: 'Search business',
  search: 'Search',
  /** The one box (DESIGN.md section 11): names, category names and places. */
  oneBox: 'Name, category or place',
  oneBoxHint: 'For example: hair, Ponsonby Hair Studio or Te Aro',
  moreFilters: 'More filters',
  searchResults: 'Search results',
  changeSearch: 'Change search',
  searching: 'Searching',

  /** A business's card and page. */
  loading: 'Loading business',
  noRatings: 'No ratings',
  /** Its stars, as the card's name says them to a screen reader. */
  ratedBy: (average: string, count: number) => `rated ${average} of 5 by ${count}`,
  notRatedYet: 'not rated yet',
  onRequest: 'On request',
  notAvailable: 'Not available:',
  book: 'Appointment +',
  bookSection: (section: string) => `Appointment + ${section}`,

  /** Favourites, ratings and referrals. */
  favorite: 'Favorite',
  addFavorite: '+ Favorite',
  favorites: 'Favourite Businesses',
  loadingFavorites: 'Loading favourites',
  noFavorites: "No favourites yet: open a business and press '+ Favorite'.",
  refer: '+ Referral',
  /** The signed-in customer's row on a business's page: favourite, referral, rating. */
  yourActions: 'Favourite, refer or rate',
  nStars: (n: number) => (n === 1 ? '1 star' : `${n} stars`),

  /** A referral link's page (/r/{code}). */
  referralOpening: 'Opening the referral link',
  referralTitle: (businessName: string) => `Refer ${businessName}`,
  seeBusiness: (businessName: string) => `See ${businessName}`,
};
