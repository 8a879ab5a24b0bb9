import { graphql } from '../../../gql';
import type { AdminPackagesQuery, AdminServiceClassesQuery, AdminTransportModesQuery } from '../../../gql/graphql';

/*
 * The catalogue's API as the back-office tabs use it: packages, transport modes and service classes are each one
 * list query and the same row writes (update by id, delete by id; create for modes and classes). The three
 * contracts stand together because they change together; what each tab shows is its row fragment, beside the tab.
 */

export const ADMIN_PACKAGES_QUERY = graphql(`
  query AdminPackages {
    staffPackages {
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
    deletePackage(id: $id) {
      archived
      message
    }
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

export const PACKAGES_CATALOG = {
  query: ADMIN_PACKAGES_QUERY,
  select: (data: AdminPackagesQuery) => data.staffPackages,
  update: ADMIN_UPDATE_PACKAGE_MUTATION,
  remove: ADMIN_DELETE_PACKAGE_MUTATION,
};

export const TRANSPORT_MODES_CATALOG = {
  query: ADMIN_TRANSPORT_MODES_QUERY,
  select: (data: AdminTransportModesQuery) => data.transportModes,
  update: ADMIN_UPDATE_TRANSPORT_MODE_MUTATION,
  remove: ADMIN_DELETE_TRANSPORT_MODE_MUTATION,
};

export const SERVICE_CLASSES_CATALOG = {
  query: ADMIN_SERVICE_CLASSES_QUERY,
  select: (data: AdminServiceClassesQuery) => data.serviceClasses,
  update: ADMIN_UPDATE_SERVICE_CLASS_MUTATION,
  remove: ADMIN_DELETE_SERVICE_CLASS_MUTATION,
};
