import { graphql } from '../../gql';

export const MY_DATA_EXPORT_QUERY = graphql(`
  query MyDataExport {
    myDataExport
  }
`);

export const DELETE_MY_ACCOUNT_MUTATION = graphql(`
  mutation DeleteMyAccount($password: String!) {
    deleteMyAccount(password: $password) {
      keptBookings
      deletedBookings
    }
  }
`);
