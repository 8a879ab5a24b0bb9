import { graphql } from '../../../gql';

/** The groups the signed-in leader leads (decision 0060): no passport, document, payment or email is asked for. */
export const MY_GROUPS_QUERY = graphql(`
  query MyGroups {
    myGroups {
      id
      name
      departure {
        id
        departDate
        returnDate
        packageName
        hotels
      }
      flights {
        ...DepartureFlightDetails
      }
      bookings {
        reference
        contactName
        phone
        travellers {
          position
          fullName
          gender
          rooms {
            city
            hotelName
            room
            type
          }
        }
      }
    }
  }
`);
