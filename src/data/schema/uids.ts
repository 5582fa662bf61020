/** uids/{uid}: an account's link to its profile, written once at sign-up. */
export const uidWrites = {
  link: (employeeId: string) => ({ employeeId }),
};
