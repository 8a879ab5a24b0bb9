import { graphql } from '../gql';

export const SETUP_REQUIRED_QUERY = graphql(`
  query SetupRequired {
    setupRequired
  }
`);

export const LOGIN_MUTATION = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
      role
    }
  }
`);

export const REGISTER_MUTATION = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      token
      role
    }
  }
`);

/** Ends the session on the server too: every token issued before it stops working. */
export const LOGOUT_MUTATION = graphql(`
  mutation Logout {
    logout
  }
`);
