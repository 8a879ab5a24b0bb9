import { graphql } from '../../../gql';

export const TWO_FACTOR_STATUS_QUERY = graphql(`
  query TwoFactorStatus {
    twoFactorStatus {
      required
      enabled
      verified
      recoveryCodesLeft
    }
  }
`);

export const START_TWO_FACTOR_MUTATION = graphql(`
  mutation StartTwoFactorEnrolment {
    startTwoFactorEnrolment {
      secret
      uri
    }
  }
`);

export const CONFIRM_TWO_FACTOR_MUTATION = graphql(`
  mutation ConfirmTwoFactorEnrolment($code: String!) {
    confirmTwoFactorEnrolment(code: $code) {
      token
      role
      recoveryCodes
    }
  }
`);

export const REGENERATE_RECOVERY_CODES_MUTATION = graphql(`
  mutation RegenerateRecoveryCodes($code: String!) {
    regenerateRecoveryCodes(code: $code) {
      recoveryCodes
    }
  }
`);

export const RESET_TWO_FACTOR_MUTATION = graphql(`
  mutation ResetTwoFactor($userId: Int!) {
    resetTwoFactor(userId: $userId)
  }
`);
