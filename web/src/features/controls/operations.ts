import { gql } from '@apollo/client';

export const CONTROLS_REPORT = gql`
  query ControlsReport($from: DateTime!, $to: DateTime!) {
    controlsReport(from: $from, to: $to) {
      from
      to
      selfApprovals
      repeatedApprovals
      approvals {
        requestId
        kind
        requesterName
        approverName
        onBehalfOfName
        level
        amount
        approvedAt
        selfApproval
      }
      adminChanges {
        eventId
        area
        actorName
        at
        subjectName
        description
      }
    }
  }
`;

export const CONTROLS_REPORT_CSV = gql`
  query ControlsReportCsv($from: DateTime!, $to: DateTime!) {
    controlsReportCsv(from: $from, to: $to) {
      url
      fileName
    }
  }
`;
