// The same form as the customer's, inside the business layout.
export { default } from '../customer/report-bug';
