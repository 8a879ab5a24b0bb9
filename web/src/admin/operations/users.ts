import { graphql } from '../../gql';

export const ADMIN_USERS_QUERY = graphql(`
  query AdminUsers($page: Int!, $pageSize: Int!) {
    users(page: $page, pageSize: $pageSize) {
      total
      items {
        id
        ...AdminUserRow
      }
    }
  }
`);

export const ADMIN_CREATE_USER_MUTATION = graphql(`
  mutation AdminCreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      id
      email
      ...AdminUserRow
    }
  }
`);

export const ADMIN_UPDATE_USER_ROLE_MUTATION = graphql(`
  mutation AdminUpdateUserRole($id: Int!, $role: Role!) {
    updateUserRole(id: $id, role: $role) {
      id
      role
    }
  }
`);

export const ADMIN_DELETE_USER_MUTATION = graphql(`
  mutation AdminDeleteUser($id: Int!) {
    deleteUser(id: $id)
  }
`);
