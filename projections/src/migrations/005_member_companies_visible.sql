-- A person with users in several companies sees those companies (the multi-company switcher),
-- found through their own users by the token subject.
CREATE POLICY own_companies ON companies USING (
  EXISTS (SELECT 1 FROM users u WHERE u.company_id = companies.id AND u.auth_id = nullif(current_setting('app.auth_id', true), ''))
);
