# Builds the invictus binary and ships it in a small runtime image.
#   docker build -t invictus .
#   docker run --rm invictus sim --games 1000 --seed 1
FROM rust:1-slim-bookworm AS build
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY src ./src
COPY migrations ./migrations
COPY benches ./benches
RUN cargo build --release --locked --bin invictus

FROM debian:bookworm-slim
RUN useradd --system --create-home invictus
COPY --from=build /src/target/release/invictus /usr/local/bin/invictus
USER invictus
ENTRYPOINT ["invictus"]
CMD ["--help"]
