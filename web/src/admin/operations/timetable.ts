import { graphql } from '../../gql';

export const ADMIN_SCHEDULED_SERVICES_QUERY = graphql(`
  query AdminScheduledServices($page: Int!, $pageSize: Int!) {
    scheduledServices(page: $page, pageSize: $pageSize) {
      total
      items {
        id
        ...AdminScheduledServiceRow
      }
    }
  }
`);

export const ADMIN_UPDATE_SCHEDULED_SERVICE_MUTATION = graphql(`
  mutation AdminUpdateScheduledService($id: Int!, $input: ScheduledServiceUpdateInput!) {
    updateScheduledService(id: $id, input: $input) {
      id
      ...AdminScheduledServiceRow
    }
  }
`);
