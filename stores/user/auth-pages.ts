// The legacy server's sign-in and sign-up pages. Until the sign-in dialog arrives (it takes these clicks
// over through showAuth), the header's and the loyalty banner's Log In and Sign Up controls are links here.
export const LOGIN_PAGE = '/users/login';
export const SIGNUP_PAGE = '/users/signup';
