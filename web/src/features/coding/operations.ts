import { gql } from '@apollo/client';

const GL_FIELDS = gql`
  fragment GlCodeFields on GeneralLedger {
    id
    name
    code
    type
    category
    description
    isEnabled
    archived
  }
`;

export const GL_CODES = gql`
  ${GL_FIELDS}
  query GlCodes($where: GeneralLedgerWhereInput, $take: Int, $skip: Int) {
    generalLedgers(where: $where, take: $take, skip: $skip) {
      items {
        ...GlCodeFields
      }
      total
    }
  }
`;

/** The type and category comboboxes' suggestions (spec 5 GL code dialog). */
export const GL_SUGGESTIONS = gql`
  query GlSuggestions($search: String) {
    distinctGlTypesAndCategories(search: $search) {
      types
      categories
    }
  }
`;

export const CREATE_GL_CODE = gql`
  ${GL_FIELDS}
  mutation CreateGlCode($name: String!, $code: String, $type: String, $description: String, $category: String) {
    createOneGeneralLedger(name: $name, code: $code, type: $type, description: $description, category: $category) {
      ...GlCodeFields
    }
  }
`;

export const UPDATE_GL_CODE = gql`
  ${GL_FIELDS}
  mutation UpdateGlCode($id: ID!, $name: String, $code: String, $type: String, $description: String, $category: String) {
    updateOneGeneralLedger(id: $id, name: $name, code: $code, type: $type, description: $description, category: $category) {
      ...GlCodeFields
    }
  }
`;

export const ARCHIVE_GL_CODE = gql`
  ${GL_FIELDS}
  mutation ArchiveGlCode($id: ID!) {
    archiveOneGeneralLedger(id: $id) {
      ...GlCodeFields
    }
  }
`;

export const SET_GL_AVAILABILITY = gql`
  ${GL_FIELDS}
  mutation SetGlAvailability($id: ID!, $isEnabled: Boolean!) {
    setGlAvailability(id: $id, isEnabled: $isEnabled) {
      ...GlCodeFields
    }
  }
`;

const CUSTOM_FIELD_FIELDS = gql`
  fragment CustomFieldFields on CustomField {
    id
    name
    description
    is_required
    is_active
    options {
      id
      name
      archived
    }
  }
`;

export const CUSTOM_FIELDS = gql`
  ${CUSTOM_FIELD_FIELDS}
  query CustomFields($take: Int, $skip: Int) {
    customFields(take: $take, skip: $skip) {
      items {
        ...CustomFieldFields
      }
      count
    }
  }
`;

export const CREATE_CUSTOM_FIELD = gql`
  ${CUSTOM_FIELD_FIELDS}
  mutation CreateCustomField($name: String!, $description: String, $isActive: Boolean, $isRequired: Boolean, $options: [CustomFieldOptionInput!]) {
    createOneCustomField(name: $name, description: $description, isActive: $isActive, isRequired: $isRequired, options: $options) {
      ...CustomFieldFields
    }
  }
`;

export const UPDATE_CUSTOM_FIELD = gql`
  ${CUSTOM_FIELD_FIELDS}
  mutation UpdateCustomField($id: ID!, $name: String, $description: String, $isActive: Boolean, $isRequired: Boolean, $options: [CustomFieldOptionInput!]) {
    updateOneCustomField(id: $id, name: $name, description: $description, isActive: $isActive, isRequired: $isRequired, options: $options) {
      ...CustomFieldFields
    }
  }
`;

export const DELETE_CUSTOM_FIELD = gql`
  mutation DeleteCustomField($id: ID!) {
    deleteOneCustomField(id: $id) {
      id
      archived
    }
  }
`;

export const PROJECTS = gql`
  query Projects($take: Int, $skip: Int) {
    projects(take: $take, skip: $skip) {
      items {
        id
        name
        active
        createdAt
      }
      count
    }
  }
`;

export const CREATE_PROJECT = gql`
  mutation CreateProject($name: String!) {
    createOneProject(name: $name) {
      id
      name
      active
    }
  }
`;

export const ARCHIVE_PROJECT = gql`
  mutation ArchiveProject($id: ID!) {
    archiveOneProject(id: $id) {
      id
      active
    }
  }
`;

export const CODING_RULE_FIELDS = gql`
  fragment CodingRuleFields on CodingRule {
    id
    name
    position
    hits
    conditions {
      merchant
      mcc
      cardId
      budgetId
      memberId
    }
    outcome {
      generalLedgerId
      projectId
      customFieldValues {
        customFieldId
        value
      }
    }
  }
`;

export const CODING_RULES = gql`
  ${CODING_RULE_FIELDS}
  query CodingRules {
    codingRules {
      ...CodingRuleFields
    }
  }
`;

export const CREATE_CODING_RULE = gql`
  ${CODING_RULE_FIELDS}
  mutation CreateCodingRule($data: CodingRuleInput!) {
    createOneCodingRule(data: $data) {
      ...CodingRuleFields
    }
  }
`;

export const UPDATE_CODING_RULE = gql`
  ${CODING_RULE_FIELDS}
  mutation UpdateCodingRule($id: ID!, $data: CodingRuleInput!) {
    updateOneCodingRule(id: $id, data: $data) {
      ...CodingRuleFields
    }
  }
`;

export const DELETE_CODING_RULE = gql`
  mutation DeleteCodingRule($id: ID!) {
    deleteOneCodingRule(id: $id) {
      id
    }
  }
`;
