import { graphql } from '../../gql';

export const ADMIN_PACKAGES_QUERY = graphql(`
  query AdminPackages {
    packages {
      id
      ...AdminPackageCard
    }
  }
`);

export const ADMIN_UPDATE_PACKAGE_MUTATION = graphql(`
  mutation AdminUpdatePackage($id: Int!, $input: PackageUpdateInput!) {
    updatePackage(id: $id, input: $input) {
      id
      ...AdminPackageCard
    }
  }
`);

export const ADMIN_DELETE_PACKAGE_MUTATION = graphql(`
  mutation AdminDeletePackage($id: Int!) {
    deletePackage(id: $id)
  }
`);

export const ADMIN_TRANSPORT_MODES_QUERY = graphql(`
  query AdminTransportModes {
    transportModes {
      id
      ...AdminTransportModeRow
    }
  }
`);

export const ADMIN_CREATE_TRANSPORT_MODE_MUTATION = graphql(`
  mutation AdminCreateTransportMode($input: TransportModeInput!) {
    createTransportMode(input: $input) {
      id
      ...AdminTransportModeRow
    }
  }
`);

export const ADMIN_UPDATE_TRANSPORT_MODE_MUTATION = graphql(`
  mutation AdminUpdateTransportMode($id: Int!, $input: TransportModeUpdateInput!) {
    updateTransportMode(id: $id, input: $input) {
      id
      ...AdminTransportModeRow
    }
  }
`);

export const ADMIN_DELETE_TRANSPORT_MODE_MUTATION = graphql(`
  mutation AdminDeleteTransportMode($id: Int!) {
    deleteTransportMode(id: $id)
  }
`);

export const ADMIN_SERVICE_CLASSES_QUERY = graphql(`
  query AdminServiceClasses {
    serviceClasses {
      id
      ...AdminServiceClassRow
    }
  }
`);

export const ADMIN_CREATE_SERVICE_CLASS_MUTATION = graphql(`
  mutation AdminCreateServiceClass($input: ServiceClassInput!) {
    createServiceClass(input: $input) {
      id
      ...AdminServiceClassRow
    }
  }
`);

export const ADMIN_UPDATE_SERVICE_CLASS_MUTATION = graphql(`
  mutation AdminUpdateServiceClass($id: Int!, $input: ServiceClassUpdateInput!) {
    updateServiceClass(id: $id, input: $input) {
      id
      ...AdminServiceClassRow
    }
  }
`);

export const ADMIN_DELETE_SERVICE_CLASS_MUTATION = graphql(`
  mutation AdminDeleteServiceClass($id: Int!) {
    deleteServiceClass(id: $id)
  }
`);
